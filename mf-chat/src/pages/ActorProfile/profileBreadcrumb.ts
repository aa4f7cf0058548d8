import type { BreadcrumbRequest } from '../../queries/breadcrumbs';
import type { ProfileSection } from '@vx/shared';

interface Where {
  section: ProfileSection;
  actorId: number;
  /** Route parameters of the page (a video, an album, a tag group). */
  params: Readonly<Record<string, string | undefined>>;
  /** Whether the page is the classic-videos list, which has no parameter of its own. */
  classic: boolean;
}

const SECTION_TYPES: Record<ProfileSection, string> = {
  actorProfile: 'actorProfileOverview',
  actorAbout: 'actorProfileAbout',
  actorVideos: 'actorProfileVideos',
  actorPictures: 'actorProfilePictures',
  actorLiveShow: 'actorProfileLiveShow',
  actorTopCams: 'actorProfileTopCamgirls',
};

const numeric = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

/** The server's breadcrumb type and payload of an actor page; detail pages name their item. */
export function profileBreadcrumb({ section, actorId, params, classic }: Where): BreadcrumbRequest {
  if (section === 'actorVideos') {
    const videoId = numeric(params.videoId);
    if (videoId !== null) return { type: 'actorProfileVideoDetails', payload: { actorId, videoId } };
    if (params.tagGroup) return { type: 'actorProfileVideos', payload: { actorId, tagGroup: params.tagGroup } };
    if (classic) return { type: 'actorProfileClassicVideos', payload: { actorId } };
  }
  if (section === 'actorPictures') {
    const albumId = numeric(params.albumId);
    if (albumId !== null) return { type: 'actorProfileAlbum', payload: { actorId, albumId } };
  }
  return { type: SECTION_TYPES[section], payload: { actorId } };
}
