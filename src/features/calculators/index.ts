export { CALCULATORS, calculatorBySlug, type Calculator, type CalculatorSlug } from './content';
export { CalculatorList } from './components/calculator-list';
export {
  COMPOUND_GROWTH_INPUTS,
  DEBT_PAYOFF_INPUTS,
  EMERGENCY_FUND_INPUTS,
  RETIREMENT_INCOME_INPUTS,
} from './inputs';
export { DEBT_FIELDS, decodeDebt, parseNumber, type NumberInput } from './schema';
