// Row types of the video library (migrations/2026_11_25_02_videos.ts). Timestamps are epoch
// milliseconds; flags are 0/1.
import type { Generated } from 'kysely';

export interface VideosTable {
  id: Generated<number>;
  title: string;
  url: string;
  description: Generated<string>;
  active: Generated<number>;
  created: number;
  updated: number;
}

export interface VideoTables {
  videos: VideosTable;
  video_categories: { video_id: number; category_id: number };
  video_specialties: { video_id: number; specialty_id: number };
  video_clinics: { video_id: number; clinic_id: number };
  video_doctors: { video_id: number; doctor_id: number };
  video_articles: { video_id: number; article_id: number };
  video_clinic_categories: { video_id: number; clinic_id: number; category_id: number };
}
