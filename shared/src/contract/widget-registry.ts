/**
 * The widgets remotes lend each other, by the remote that lends them, with their props. The
 * lending remote's feature and every <RemoteWidget> caller compile against this one declaration
 * (neither imports the other's code), so they agree on the props at compile time.
 */
export interface WidgetRegistry {
  mf_chat: {
    /** The guest's past live chats with their receipts, paged (MyVisitX "My chats"). */
    chatHistory: Record<string, never>;
  };
  mf_media: {
    /** The actor's video grid, all videos or one tag group or the classics. */
    actorVideos: { actorId: number; actorName: string; tagGroup?: string; classic?: boolean };
    /** The actor's picture albums. */
    actorAlbums: { actorId: number; actorName: string };
    /** One video; `onTitle` is told its title once known, for the page's document title. */
    videoDetail: { videoId: number; actorName: string; onTitle?: (title: string) => void };
    /** One album; `onTitle` is told its title once known, for the page's document title. */
    albumDetail: { albumId: number; actorName: string; onTitle?: (title: string) => void };
  };
}
