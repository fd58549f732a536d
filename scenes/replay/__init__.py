"""The replay viewer: any record shown step by step on its game\x27s own table."""
