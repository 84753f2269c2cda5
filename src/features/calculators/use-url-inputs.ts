import { useSearchParams } from 'react-router-dom';
import { parseNumber, type NumberInput, type Parsed } from './schema';

/**
 * A calculator's number inputs, read from and written to the address. Each keystroke replaces the
 * current history entry, so Back leaves the calculator instead of undoing a digit.
 */
export function useUrlInputs<const Names extends string>(inputs: readonly (NumberInput & { name: Names })[]) {
  const [params, setParams] = useSearchParams();
  const raw = {} as Record<Names, string>;
  const parsed = {} as Record<Names, Parsed>;
  for (const input of inputs) {
    raw[input.name] = params.get(input.name) ?? String(input.fallback);
    parsed[input.name] = parseNumber(raw[input.name], input);
  }
  const valid = inputs.every((input) => parsed[input.name].error === undefined);
  const values = valid
    ? (Object.fromEntries(inputs.map((input) => [input.name, parsed[input.name].value])) as Record<
        Names,
        number
      >)
    : null;
  const set = (name: Names, value: string) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  };
  return { raw, parsed, values, set, params, setParams };
}
