export { CALCULATORS, calculatorBySlug, type Calculator, type CalculatorSlug } from './content';
