import type { ReactElement } from 'react';
import { registryRoutes, renderWithPlatform as render, type AppUnderTest, type RenderWithPlatformOptions } from '@vx/shared/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import nl from '../locales/nl.json';
import { routes } from '../routes';

/** The profile routes the widgets link to; in the app mf-chat publishes them. */
const profileRoutes = registryRoutes({
  actorProfile: ['actorName'],
  actorVideos: ['actorName'],
  actorVideosTag: ['actorName', 'tagGroup'],
  actorVideosClassic: ['actorName'],
  actorVideo: ['actorName', 'videoId'],
  actorPictures: ['actorName'],
  actorAlbum: ['actorName', 'albumId'],
});

const MF_MEDIA: AppUnderTest = { namespace: 'media', locales: { de, en, nl, es }, routes: { ...routes, ...profileRoutes } };

/** Renders mf-media UI as the shell would (shared's test kit with mf-media's strings and the profile routes). */
export const renderWithPlatform = (ui: ReactElement, options?: RenderWithPlatformOptions) => render(MF_MEDIA, ui, options);
