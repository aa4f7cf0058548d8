import { profileBreadcrumb } from './profileBreadcrumb';

describe('profileBreadcrumb', () => {
  const base = { actorId: 7, params: {}, classic: false };

  it('names the section of a plain profile page', () => {
    expect(profileBreadcrumb({ ...base, section: 'actorAbout' })).toEqual({ type: 'actorProfileAbout', payload: { actorId: 7 } });
    expect(profileBreadcrumb({ ...base, section: 'actorTopCams' })).toEqual({ type: 'actorProfileTopCamgirls', payload: { actorId: 7 } });
  });

  it('names the video, the tag group or the classic list of the videos section', () => {
    expect(profileBreadcrumb({ ...base, section: 'actorVideos', params: { videoId: '42' } })).toEqual({ type: 'actorProfileVideoDetails', payload: { actorId: 7, videoId: 42 } });
    expect(profileBreadcrumb({ ...base, section: 'actorVideos', params: { tagGroup: 'Outdoor' } })).toEqual({ type: 'actorProfileVideos', payload: { actorId: 7, tagGroup: 'Outdoor' } });
    expect(profileBreadcrumb({ ...base, section: 'actorVideos', classic: true })).toEqual({ type: 'actorProfileClassicVideos', payload: { actorId: 7 } });
  });

  it('names the album of the pictures section, and ignores an id that is not a number', () => {
    expect(profileBreadcrumb({ ...base, section: 'actorPictures', params: { albumId: '3' } })).toEqual({ type: 'actorProfileAlbum', payload: { actorId: 7, albumId: 3 } });
    expect(profileBreadcrumb({ ...base, section: 'actorPictures', params: { albumId: 'x1' } })).toEqual({ type: 'actorProfilePictures', payload: { actorId: 7 } });
  });
});
