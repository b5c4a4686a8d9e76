export default function Page() {
  return <main className="container"><h1>footer</h1></main>;
}
