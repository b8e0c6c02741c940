declare module 'fxa-common-password-list' {
  /** Mozilla's list of the 50,000 most common passwords of 8 characters or more (from OWASP SecLists). */
  const list: { test: (password: string) => boolean };
  export default list;
}
