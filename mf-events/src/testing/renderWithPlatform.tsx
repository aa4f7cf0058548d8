import type { ReactElement } from 'react';
import { renderWithPlatform as render, type AppUnderTest, type RenderWithPlatformOptions } from '@vx/shared/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import nl from '../locales/nl.json';
import { routes } from '../routes';

const MF_EVENTS: AppUnderTest = { namespace: 'events', locales: { de, en, nl, es }, routes };

/** Renders mf-events UI as the shell would (shared's test kit with mf-events's strings and routes). */
export const renderWithPlatform = (ui: ReactElement, options?: RenderWithPlatformOptions) => render(MF_EVENTS, ui, options);
