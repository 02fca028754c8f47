import { NativeSelect } from '@chakra-ui/react';

/**
 * The chevron of a native select, hidden from assistive technology: Chakra's own draws an unnamed SVG, which a
 * second accessibility engine reports as a graphic without a name (docs/decisions/054). The select itself says it
 * is a list of choices. Every `NativeSelect.Root` ends with this, not `NativeSelect.Indicator`.
 */
export function SelectIndicator() {
  return <NativeSelect.Indicator aria-hidden />;
}
