// The active videos (listVideos: a map of id to a list holding the video, 002 §7),
// newest first.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VideoProvider } from '../../../resources/video/videoRecords';

export const VIDEOS_KEY = 'videos';

export function useVideos() {
  const dataProvider = useDataProvider<VideoProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [VIDEOS_KEY],
    queryFn: async () => {
      const { videoIds } = await dataProvider.listVideos();
      return Object.values(videoIds)
        .flat()
        .sort((a, b) => b.id - a.id);
    },
  });
  return { ...query, invalidate: () => queryClient.invalidateQueries({ queryKey: [VIDEOS_KEY] }) };
}
