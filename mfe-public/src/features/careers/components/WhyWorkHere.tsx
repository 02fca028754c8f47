import { Trans } from '@lingui/react/macro';
import { GraduationCap, HeartHandshake, Sun, Wallet } from 'lucide-react';
import { css } from 'styled-system/css';
import { IconCard, IconCardGrid } from '@/components/IconCard';

const columns = css({
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
});

/** Why people join and stay: the work itself, pay and benefits, time off, and room to grow. */
export function WhyWorkHere() {
  return (
    <IconCardGrid columns={columns}>
      <IconCard icon={HeartHandshake} title={<Trans>Work that matters</Trans>}>
        <Trans>Our customers need their car to get to work. Every call you take and every loan you fund keeps someone on the road.</Trans>
      </IconCard>
      <IconCard icon={Wallet} title={<Trans>Pay and benefits</Trans>}>
        <Trans>Competitive pay, medical, dental and vision coverage from your first month, and a 401(k) with a 4% company match.</Trans>
      </IconCard>
      <IconCard icon={Sun} title={<Trans>Time for your life</Trans>}>
        <Trans>Paid time off from your first day, ten paid holidays and a paid volunteer day every year.</Trans>
      </IconCard>
      <IconCard icon={GraduationCap} title={<Trans>Room to grow</Trans>}>
        <Trans>Paid training, up to $5,250 a year for tuition, and team leads who mostly started in the roles we hire for today.</Trans>
      </IconCard>
    </IconCardGrid>
  );
}
