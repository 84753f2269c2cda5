export { checkupKeys, useFinancialCheckup, useFinancialProfile } from './api';
export { checkupHeadline } from './logic';
