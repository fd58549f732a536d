"""Code shared by the tests and the bench scripts, which never import each other (an
import-linter contract): the setups every game is played in, the deal-fairness statistic
and the sparring partners the hard bots are measured against. Not shipped."""
