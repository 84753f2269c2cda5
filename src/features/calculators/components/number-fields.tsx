import type { NumberInput } from '../schema';
import type { useUrlInputs } from '../use-url-inputs';
import { NumberField } from './number-field';

/** A calculator's number inputs, each bound to its value and message in the address. */
export function NumberFields<const Names extends string>({
  inputs,
  state,
}: {
  inputs: readonly (NumberInput & { name: Names })[];
  state: Pick<ReturnType<typeof useUrlInputs<Names>>, 'raw' | 'parsed' | 'set'>;
}) {
  return inputs.map((input) => (
    <NumberField
      key={input.name}
      input={input}
      value={state.raw[input.name]}
      error={state.parsed[input.name].error}
      onChange={(value) => {
        state.set(input.name, value);
      }}
    />
  ));
}
