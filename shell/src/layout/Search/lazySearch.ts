import { lazy } from 'react';

/** The overlay (with the history, the cache and the search's schemas) loads when its button is hovered, focused or pressed. */
export const loadSearchOverlay = () => import(/* webpackChunkName: "search-overlay" */ './SearchOverlay');
export const SearchOverlay = lazy(() => loadSearchOverlay().then((module) => ({ default: module.SearchOverlay })));
