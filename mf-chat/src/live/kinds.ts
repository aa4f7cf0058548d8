import type { ActorProfile, ChatButtonConfig, ChatKind } from '@vx/shared';

/** The session a chat button starts, by its config's buttonText (spec 000 §3); none for an offline actor. */
export function primaryKind(config: Pick<ChatButtonConfig, 'buttonText'>): ChatKind | null {
  switch (config.buttonText) {
    case 'online':
    case 'voucherChat':
      return 'videoChat';
    case 'voyeur':
      return 'voyeur';
    case 'ticketShow':
      return 'ticketShow';
    case 'freeChat':
      return 'freeChat';
    case 'mobileVideocall':
      return 'mobileVideocall';
    default:
      return null;
  }
}

/**
 * The other sessions offered beside the button: voyeur where the actor's channel has it, toy
 * control where she has the toy; only while she is online and no ticket show runs.
 */
export function secondaryKinds(config: ChatButtonConfig, features: Pick<ActorProfile['chatFeatures'], 'dildocontrol'>): ChatKind[] {
  const primary = primaryKind(config);
  if (!config.isActorOnline || primary === null || primary === 'ticketShow' || primary === 'mobileVideocall') return [];
  const kinds: ChatKind[] = [];
  if (config.isVoyeurChatAvailable && primary !== 'voyeur') kinds.push('voyeur');
  if (features.dildocontrol) kinds.push('toyControl');
  return kinds;
}

/**
 * The anonymous voicecall beside the button (started by startAnonymousVoicecallChat, not by
 * livechat/start): where she takes calls (chatFeatures.audio), while she is online and no ticket
 * show runs.
 */
export function voicecallOffered(config: ChatButtonConfig, features: Pick<ActorProfile['chatFeatures'], 'audio'>): boolean {
  const primary = primaryKind(config);
  return config.isActorOnline && features.audio && primary !== null && primary !== 'ticketShow';
}
