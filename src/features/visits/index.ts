export { useRecordVisit } from './use-record-visit';
export { publicPageSource, referralPageSource } from './logic';
