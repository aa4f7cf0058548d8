import type { TvLateNightShow, TvProgramItem, TvSeries } from '@vx/shared';
import type { TvActor } from '../../components/ActorTile/ActorTile';

interface Sources {
  lateNight: TvLateNightShow | null | undefined;
  series: TvSeries[] | undefined;
  program: TvProgramItem[] | undefined;
  /** Words for what each one does on TV. */
  roles: { lateNight: string; host: (series: string) => string; program: (title: string) => string };
}

/**
 * The actors of the TV program, each once, in the order a viewer meets them: the late-night show's
 * cast, the series hosts, then who is on the program. Only the late-night cast comes with a picture
 * (the others' are their series' or slots' pictures, which are not portraits).
 */
export function tvActors({ lateNight, series = [], program = [], roles }: Sources): TvActor[] {
  const byId = new Map<number, TvActor>();
  const add = (actor: TvActor) => byId.has(actor.id) || byId.set(actor.id, actor);
  for (const actor of lateNight?.actors ?? []) add({ id: actor.id, name: actor.name, picture: actor.avatar.w320, online: actor.online, role: roles.lateNight });
  for (const format of series) add({ id: format.host.id, name: format.host.name, picture: format.picture.w320, role: roles.host(format.title) });
  for (const slot of program) add({ id: slot.actor.id, name: slot.actor.name, picture: slot.previewPicture, role: roles.program(slot.title) });
  return [...byId.values()];
}
