import { useTranslation } from 'react-i18next';
import { Button, type MessengerChannel as Channel } from '@vx/shared';
import { useChangeChannel, type ChannelChange } from '../../queries/channels';

interface Props {
  channel: Channel;
  /** After archiving or blocking, the channel leaves the list it was chosen from; `changed` is the server's answer. */
  onChanged: (change: ChannelChange, changed: Channel) => void;
}

/** Archive and block the open channel, or undo either. */
export function ChannelActions({ channel, onChanged }: Props) {
  const { t } = useTranslation('messenger');
  const change = useChangeChannel();
  const run = (kind: ChannelChange, status: boolean) =>
    change.mutate({ change: kind, channelId: channel.id, status }, { onSuccess: (answer) => onChanged(kind, answer.channel) });
  return (
    <div css={(theme) => ({ display: 'flex', gap: theme.space(1), marginLeft: 'auto' })}>
      <Button variant="secondary" disabled={change.isPending} onClick={() => run('archive', !channel.archived)}>
        {channel.archived ? t('messenger.unarchive') : t('messenger.archive')}
      </Button>
      <Button variant="secondary" disabled={change.isPending} onClick={() => run('block', !channel.blocked)}>
        {channel.blocked ? t('messenger.unblock') : t('messenger.block')}
      </Button>
    </div>
  );
}
