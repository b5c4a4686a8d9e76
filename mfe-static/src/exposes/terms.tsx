export default function Page() {
  return <main className="container"><h1>terms</h1></main>;
}
