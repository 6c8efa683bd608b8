import { Navigate } from "react-router";

/**
 * /user has no page of its own yet. A component redirect rather than a loader one, so the layout's
 * guard alone decides on the server (a loader here would race it and win for guests).
 */
export default function UserIndex() {
  return <Navigate to="/user/properties" replace />;
}
