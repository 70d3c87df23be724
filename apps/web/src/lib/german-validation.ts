import { configureGermanValidationMessages } from '@agency/contracts';

// The back-office checks forms with the contract schemas: what zod itself says (a wrong type, a too long
// text) reads German, like the api's answers. Imported first by the back-office's code.
configureGermanValidationMessages();
