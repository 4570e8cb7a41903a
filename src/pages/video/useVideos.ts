// The active videos (GET /api/admin/video/all: a map of id to a list holding the video, 002 §7),
// newest first.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index';
import { type Video, videoCalls } from '../../../dataProvider/videoCalls';

export const VIDEOS_KEY = 'videos';

export function useVideos() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [VIDEOS_KEY],
    queryFn: async () => {
      const { videoIds } = await dataProvider.request<{ videoIds: Record<string, Video[]> }>(videoCalls.all());
      return Object.values(videoIds)
        .flat()
        .sort((a, b) => b.id - a.id);
    },
  });
  return { ...query, invalidate: () => queryClient.invalidateQueries({ queryKey: [VIDEOS_KEY] }) };
}
