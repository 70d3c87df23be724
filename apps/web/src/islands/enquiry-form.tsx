import { EnquiryForm } from '../features/contact';
import { defineIsland } from './island';

/** The contact form (it posts without JavaScript too). */
export default defineIsland('enquiry-form', EnquiryForm);
