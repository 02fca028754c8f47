import { Plural } from '@lingui/react/macro';

/** A link's lifetime in words ("24 hours", "30 minutes") from LINK_LIFETIME_MINUTES, in the visitor's language. */
export function LinkLifetime({ minutes }: { minutes: number }) {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return <Plural value={hours} one="# hour" other="# hours" />;
  }
  return <Plural value={minutes} one="# minute" other="# minutes" />;
}
