export default function Page() {
  return <main className="container"><h1>about</h1></main>;
}
