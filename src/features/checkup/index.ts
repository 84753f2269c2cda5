export { checkupKeys, prefetchCheckup, useFinancialCheckup, useFinancialProfile } from './api';
export { checkupHeadline } from './logic';
