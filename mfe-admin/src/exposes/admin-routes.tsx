export default function AdminRoutes() {
  return <main><h1>Admin</h1></main>;
}
