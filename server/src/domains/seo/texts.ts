import type { Language } from '@vx/shared/constants';

/**
 * Wording of the SEO texts and breadcrumbs in the four site languages. {name} and {tag} are filled
 * in; everything else is fixed so the same actor and tag always give the same text. The title is
 * the page's part only: the client adds the name of the brand it is shown on (useDocumentTitle).
 */
export const SEO_TEXTS: Record<Language, { h1: string; h2: string; title: string; description: string; free: string; short: string }> = {
  en: {
    h1: '{name}: {tag} videos',
    h2: 'All {tag} clips of {name}',
    title: '{name} {tag} videos',
    description: 'Watch {tag} videos of {name}: new clips, live cam shows and private chats.',
    free: '{name} shows you her favourite {tag} moments. Every video is made by {name} herself; chat with her live when she is online.',
    short: '{tag} videos of {name}.',
  },
  de: {
    h1: '{name}: {tag} Videos',
    h2: 'Alle {tag} Clips von {name}',
    title: '{name} {tag} Videos',
    description: 'Sieh dir {tag} Videos von {name} an: neue Clips, Live-Cam-Shows und private Chats.',
    free: '{name} zeigt dir ihre liebsten {tag} Momente. Jedes Video hat {name} selbst gedreht; chatte live mit ihr, wenn sie online ist.',
    short: '{tag} Videos von {name}.',
  },
  nl: {
    h1: "{name}: {tag} video's",
    h2: 'Alle {tag} clips van {name}',
    title: "{name} {tag} video's",
    description: "Bekijk {tag} video's van {name}: nieuwe clips, live cam shows en privéchats.",
    free: '{name} laat je haar favoriete {tag} momenten zien. Elke video is door {name} zelf gemaakt; chat live met haar als ze online is.',
    short: "{tag} video's van {name}.",
  },
  es: {
    h1: '{name}: vídeos de {tag}',
    h2: 'Todos los clips de {tag} de {name}',
    title: 'Vídeos de {tag} de {name}',
    description: 'Mira vídeos de {tag} de {name}: clips nuevos, shows en vivo y chats privados.',
    free: '{name} te muestra sus momentos favoritos de {tag}. Cada vídeo lo ha hecho {name}; chatea en vivo con ella cuando esté en línea.',
    short: 'Vídeos de {tag} de {name}.',
  },
};

export const CRUMB_LABELS: Record<
  Language,
  Record<'home' | 'about' | 'videos' | 'classicVideos' | 'pictures' | 'liveShow' | 'topCams' | 'cams' | 'camShows' | 'categories', string>
> = {
  en: {
    home: 'Home',
    about: 'About me',
    videos: 'Videos',
    classicVideos: 'Classics',
    pictures: 'Pictures',
    liveShow: 'Live show',
    topCams: 'Top cams',
    cams: 'Cams',
    camShows: 'Cam shows',
    categories: 'Categories',
  },
  de: {
    home: 'Startseite',
    about: 'Über mich',
    videos: 'Videos',
    classicVideos: 'Klassiker',
    pictures: 'Bilder',
    liveShow: 'Live-Show',
    topCams: 'Top Cams',
    cams: 'Cams',
    camShows: 'Cam-Shows',
    categories: 'Kategorien',
  },
  nl: {
    home: 'Home',
    about: 'Over mij',
    videos: "Video's",
    classicVideos: 'Klassiekers',
    pictures: "Foto's",
    liveShow: 'Liveshow',
    topCams: 'Top cams',
    cams: 'Cams',
    camShows: 'Camshows',
    categories: 'Categorieën',
  },
  es: {
    home: 'Inicio',
    about: 'Sobre mí',
    videos: 'Vídeos',
    classicVideos: 'Clásicos',
    pictures: 'Fotos',
    liveShow: 'Show en vivo',
    topCams: 'Top cams',
    cams: 'Cams',
    camShows: 'Shows de cam',
    categories: 'Categorías',
  },
};

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
