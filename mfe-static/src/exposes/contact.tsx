export default function Page() {
  return <main className="container"><h1>contact</h1></main>;
}
