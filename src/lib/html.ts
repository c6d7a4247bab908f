/** Text made safe inside an HTML element or a double-quoted attribute, for markup the build writes by hand. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char,
  );
