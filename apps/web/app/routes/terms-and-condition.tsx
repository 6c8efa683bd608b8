// Placeholder until its page lands (issue 4).
export default function Page() {
  return null;
}
