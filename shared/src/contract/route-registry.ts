/**
 * Every route name of the platform, by the app that publishes it, with the names of its path
 * parameters (`never` for none). Remotes never import each other, so a link into another remote
 * is checked against this declaration; each app's own table is checked against it by
 * `defineRoutes` when the app compiles, so the declaration and the published routes.json agree.
 */
export interface RouteRegistry {
  shell: {
    home: never;
    termsOfService: never;
    dataProtection: never;
  };
  mf_chat: {
    cams: never;
    category: 'categorySlug';
    freeChat: never;
    newGirls: never;
    topCams: never;
    camShows: never;
    actorProfile: 'actorName';
    actorAbout: 'actorName';
    actorVideos: 'actorName';
    actorVideosTag: 'actorName' | 'tagGroup';
    actorVideosClassic: 'actorName';
    actorVideo: 'actorName' | 'videoId';
    actorPictures: 'actorName';
    actorAlbum: 'actorName' | 'albumId';
    actorLiveShow: 'actorName';
    actorTopCams: 'actorName';
    searchActors: 'searchPattern';
  };
  mf_messenger: {
    messenger: never;
  };
  mf_media: {
    feed: never;
    videos: never;
    videosFreeClips: never;
    videosTrends: never;
    videosOnSale: never;
    videosNew: never;
    videosAll: never;
    videosVip: never;
    videosStars: never;
    searchVideos: 'searchPattern';
  };
  mf_tv: {
    tvLivestream: never;
    tvPremium: never;
    tvPremiumLivestream: never;
    tvPremiumPricetable: never;
    tvLateNight: never;
    tvProgram: never;
    tvGirls: never;
    tvMediaSeries: never;
    tvMediathekSeries: 'series';
    tvMediathekVideos: 'key';
    tvVideo: 'videoId';
    blogOverview: never;
    blogCategory: 'categoryId';
    blogArchives: 'categoryId';
    blogArticle: 'slug';
    blogSearch: 'searchPattern';
    searchSeries: 'searchPattern';
  };
  mf_events: {
    contests: never;
    contest: 'contestId';
    clashOfCams: 'clashId';
    dailyDeals: never;
    vipClub: never;
    highOnRose: never;
    specialEvents: never;
    easter: never;
    shootingGallery: never;
    wetnwildGame: never;
    adventCalendar: never;
    goldrush: never;
    prizeDraw: never;
    specialEvent: 'eventSlug';
    game: 'gameSlug';
  };
  mf_myarea: {
    myvisitx: never;
    myvisitxProfile: never;
    myvisitxMediathek: never;
    myvisitxMediathekPhotos: never;
    myvisitxFavoriteCams: never;
    myvisitxBenefits: never;
    myvisitxSpinwheel: never;
    myvisitxChats: never;
  };
}

/**
 * Names the shell already links to whose remote does not publish them yet (the link stays hidden
 * until a brand composes the route). The remote that builds the page moves its name into its own
 * entry above.
 */
export type PlannedRoutes = Record<never, never>;
