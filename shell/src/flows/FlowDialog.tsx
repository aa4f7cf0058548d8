import { useTranslation } from 'react-i18next';
import { Modal } from '../layout/Modal/Modal';
import type { ShellFlow } from './flowNames';
import { AvsFlow } from './Avs/AvsFlow';
import { GuestNameFlow } from './GuestName/GuestNameFlow';
import { LoginFlow } from './Login/LoginFlow';
import { MoneychargeFlow } from './Moneycharge/MoneychargeFlow';
import { PasswordResetFlow } from './PasswordReset/PasswordResetFlow';
import { SignupFlow } from './Signup/SignupFlow';
import { SubscriptionFlow } from './Subscription/SubscriptionFlow';
import { UnavailableFlow } from './Unavailable/UnavailableFlow';
import { useFlow } from './useFlow';

function body(flow: ShellFlow) {
  switch (flow) {
    case 'login':
      return <LoginFlow />;
    case 'signup':
      return <SignupFlow />;
    case 'pwdreset':
      return <PasswordResetFlow />;
    case 'moneycharge':
      return <MoneychargeFlow />;
    case 'guestName':
      return <GuestNameFlow />;
    case 'avs':
      return <AvsFlow />;
    case 'vipabo':
    case 'trialvipabo':
    case 'vxtvabo':
      return <SubscriptionFlow flow={flow} />;
    default:
      return <UnavailableFlow />;
  }
}

/** The flows chunk: one accessible dialog titled by its flow; closing it removes `?flow=`. */
export default function FlowDialog({ flow }: { flow: ShellFlow }) {
  const { t } = useTranslation('shell');
  const { close, token } = useFlow();
  const titleKey = token && (flow === 'pwdreset' || flow === 'signup') ? `flows.titles.${flow}Confirm` : `flows.titles.${flow}`;
  return (
    <Modal title={t(titleKey)} onClose={close} size={flow === 'moneycharge' ? 'lg' : 'md'} testId={`flow-${flow}`}>
      {/* A new flow starts with fresh state. */}
      <div key={flow}>{body(flow)}</div>
    </Modal>
  );
}
