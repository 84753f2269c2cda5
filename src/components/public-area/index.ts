export { PublicArea, useAreaPath, useInPublicArea } from './public-area';
export { SignUpLink } from './sign-up-link';
export { CreateAccountCall } from './create-account-call';
export { LearnBackLink } from './learn-back-link';
