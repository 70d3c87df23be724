import './zod-without-eval';
export { offerRequestInputSchema } from '@agency/contracts';
