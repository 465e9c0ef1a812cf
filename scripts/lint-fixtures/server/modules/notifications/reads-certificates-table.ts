// Another module writes certificates only through the certificates module's service (revokeCertificatesFor).
import { certificates } from '../../db/schema/certificates.ts';

export const certificatesTable = certificates;
