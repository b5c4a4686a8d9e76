export default function Page() {
  return <main className="container"><h1>landing</h1></main>;
}
