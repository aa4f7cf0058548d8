/**
 * Compile-time proof of the widget registry: the typecheck (`npm test`) fails when a line marked
 * @ts-expect-error compiles, so each one is a caller or a lending feature that must be refused.
 * Never run.
 */
import type { ComponentType } from 'react';
import type { RouteTable } from '../protocol/brand';
import { defineFeature } from './feature';
import { RemoteWidget } from './RemoteWidget/RemoteWidget';

const locales = { de: async () => ({}), en: async () => ({}), nl: async () => ({}), es: async () => ({}) };
// The features' pages do not matter here: an empty table stands in for their routes.
const routes: RouteTable = {};
const widget = <P,>() => async () => ({ default: (() => null) as ComponentType<P> });

// Callers: the props the registry declares, for a widget it declares.
<RemoteWidget remote="mf_media" widget="actorVideos" props={{ actorId: 1, actorName: 'anna', classic: true }} />;
// @ts-expect-error a widget mf-media does not lend
<RemoteWidget remote="mf_media" widget="actorVidoes" props={{ actorId: 1, actorName: 'anna' }} />;
// @ts-expect-error a required prop is missing
<RemoteWidget remote="mf_media" widget="actorVideos" props={{ actorName: 'anna' }} />;
// @ts-expect-error a prop of the wrong type
<RemoteWidget remote="mf_media" widget="videoDetail" props={{ videoId: '7', actorName: 'anna' }} />;
// @ts-expect-error a prop the widget does not take
<RemoteWidget remote="mf_media" widget="actorAlbums" props={{ actorId: 1, actorName: 'anna', classic: true }} />;
// @ts-expect-error a remote that lends no widgets
<RemoteWidget remote="mf_tv" widget="actorVideos" props={{ actorId: 1, actorName: 'anna' }} />;

// The lending remote: exactly the declared widgets, each taking the declared props.
const mediaWidgets = {
  actorVideos: widget<{ actorId: number; actorName: string; tagGroup?: string; classic?: boolean }>(),
  actorAlbums: widget<{ actorId: number; actorName: string }>(),
  videoDetail: widget<{ videoId: number; actorName: string }>(),
  albumDetail: widget<{ albumId: number; actorName: string }>(),
};
defineFeature({ id: 'mf_media', routes, pages: {}, widgets: mediaWidgets, namespace: 'media', locales });
defineFeature({
  id: 'mf_media',
  routes,
  pages: {},
  // @ts-expect-error a declared widget is missing
  widgets: { actorVideos: mediaWidgets.actorVideos },
  namespace: 'media',
  locales,
});
defineFeature({
  id: 'mf_media',
  routes,
  pages: {},
  // @ts-expect-error a widget that needs a prop its callers do not pass
  widgets: { ...mediaWidgets, actorAlbums: widget<{ actorId: number; actorName: string; sort: string }>() },
  namespace: 'media',
  locales,
});
defineFeature({
  id: 'mf_events',
  routes,
  pages: {},
  // @ts-expect-error a widget the registry does not declare
  widgets: { actorVideos: mediaWidgets.actorVideos },
  namespace: 'events',
  locales,
});
