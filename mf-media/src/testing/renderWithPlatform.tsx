import type { ReactElement } from 'react';
import type { RouteTable } from '@vx/shared';
import { renderWithPlatform as render, type AppUnderTest, type RenderWithPlatformOptions } from '@vx/shared/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import nl from '../locales/nl.json';

/** The profile routes the widgets link to; in the app they come from mf-chat's route table. */
export const profileRoutes: RouteTable = {
  actorVideos: { de: 'amateur/:actorName/videos/', en: 'amateur/:actorName/videos/', nl: 'amateur/:actorName/videos/', es: 'amateur/:actorName/videos/' },
  actorVideosTag: {
    de: 'amateur/:actorName/videos/tag/:tagGroup/',
    en: 'amateur/:actorName/videos/tag/:tagGroup/',
    nl: 'amateur/:actorName/videos/tag/:tagGroup/',
    es: 'amateur/:actorName/videos/tag/:tagGroup/',
  },
  actorVideosClassic: { de: 'amateur/:actorName/videos/klassiker/', en: 'amateur/:actorName/videos/classic/', nl: 'amateur/:actorName/videos/klassiek/', es: 'amateur/:actorName/videos/clasicos/' },
  actorVideo: { de: 'amateur/:actorName/videos/:videoId/', en: 'amateur/:actorName/videos/:videoId/', nl: 'amateur/:actorName/videos/:videoId/', es: 'amateur/:actorName/videos/:videoId/' },
  actorPictures: { de: 'amateur/:actorName/bilder/', en: 'amateur/:actorName/pictures/', nl: 'amateur/:actorName/fotos/', es: 'amateur/:actorName/fotos/' },
  actorAlbum: { de: 'amateur/:actorName/bilder/:albumId/', en: 'amateur/:actorName/pictures/:albumId/', nl: 'amateur/:actorName/fotos/:albumId/', es: 'amateur/:actorName/fotos/:albumId/' },
};

const MF_MEDIA: AppUnderTest = { namespace: 'media', locales: { de, en, nl, es }, routes: profileRoutes };

/** Renders mf-media UI as the shell would (shared's test kit with mf-media's strings and the profile routes). */
export const renderWithPlatform = (ui: ReactElement, options?: RenderWithPlatformOptions) => render(MF_MEDIA, ui, options);
