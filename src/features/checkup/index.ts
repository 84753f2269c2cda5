export { useFinancialCheckup } from './api';
export { checkupHeadline } from './logic';
