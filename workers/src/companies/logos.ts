import { companyLogoPrefix } from '@rdj/shared';
import { storedImages } from '../lib/stored-images';

/** `GET /company-logos/:file` (public): a company's logo (lib/stored-images.ts); a replaced logo gets a new name. */
export const companyLogos = storedImages(companyLogoPrefix, 'logo');
