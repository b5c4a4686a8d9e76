export default function Page() {
  return <main className="container"><h1>refund</h1></main>;
}
