import type { ReactElement } from 'react';
import { registryRoutes, renderWithPlatform as render, type AppUnderTest, type RenderWithPlatformOptions } from '@vx/shared/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import nl from '../locales/nl.json';
import { routes } from '../routes';

/** The actor profile the TV pages link to; in the app mf-chat publishes it. */
const profileRoutes = registryRoutes({ actorProfile: ['actorName'] });

const MF_TV: AppUnderTest = { namespace: 'tv', locales: { de, en, nl, es }, routes: { ...routes, ...profileRoutes } };

/** Renders mf-tv UI as the shell would (shared's test kit with mf-tv's strings and routes). */
export const renderWithPlatform = (ui: ReactElement, options?: RenderWithPlatformOptions) => render(MF_TV, ui, options);
