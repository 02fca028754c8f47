/*
 * Tests only, through the `shared-ui/testing` entry. The ALTCHA web component does real proof of work in workers:
 * tests stand in a button that "solves" it, and count mounts, since a renewed captcha is a remount with a fresh
 * challenge. In an app's test:
 *   jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), CaptchaWidget: jest.requireActual('shared-ui/testing').CaptchaWidgetDouble }));
 */
const mounted = new Set<HTMLElement>();

export function CaptchaWidgetDouble({ onToken }: { onToken: (token: string | null) => void }) {
  return (
    <button
      type="button"
      ref={(node) => {
        if (node) mounted.add(node);
      }}
      onClick={() => onToken(`captcha-${mounted.size}`)}
    >
      Solve captcha
    </button>
  );
}

/** How many captcha widgets were mounted so far. */
export const captchaMounts = () => mounted.size;

/** Forgets the widgets mounted so far (between tests). */
export const resetCaptchaMounts = () => mounted.clear();
