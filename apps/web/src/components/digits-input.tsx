import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A whole number typed as digits only (ids, order numbers): no sign, no decimal point, no
 * spinner. No `max`: a number past the schema's limit stays as typed and its field says why.
 */
export function DigitsInput(props: NumberInputProps) {
  return <NumberInput allowNegative={false} allowDecimal={false} hideControls inputMode="numeric" {...props} />;
}
