/** Node's codes for a certificate that does not check out: a TLS server was reached, its identity not proven. */
const CERTIFICATE_CODES =
  /^(CERT_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|UNABLE_TO_|ERR_TLS_CERT_ALTNAME_INVALID$|HOSTNAME_MISMATCH$)/;

export function isCertificateError(code: unknown): boolean {
  return typeof code === 'string' && CERTIFICATE_CODES.test(code);
}
