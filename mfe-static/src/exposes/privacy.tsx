export default function Page() {
  return <main className="container"><h1>privacy</h1></main>;
}
